"""The pacts' provider states for the FastAPI + SQLAlchemy API: an example to mount.

Every state the web shop's pacts name (its contracts/provider-states.ts and docs/api-contract.md,
"Provider states") is set up here against the API's own models and database session, and the
sign-ins go through the API's own login code, so the cookies they return are real ones.

Mount it in a verification environment only, never in production: it signs anyone in and
rewrites data. Copy it into the API's repository as src/routes/provider_states.py (its imports are
the app's own, resolved from the repository's root as `uvicorn src.main:app` runs) and mount it
in src/main.py behind a switch that only the verification environment sets:

    import os
    if os.environ.get("PACT_PROVIDER_STATES") == "1":
        from .routes.provider_states import router as provider_states_router
        app.include_router(provider_states_router)

Then verify from a clone of the web shop's repository, the states at /_pact/provider-state:

    PACT_PROVIDER_BASE_URL=http://127.0.0.1:8000 \
    PACT_PROVIDER_STATES_URL=http://127.0.0.1:8000/_pact/provider-state npm run pact:verify

Setups make their data from whatever the database holds, what earlier interactions wrote
included, so they run in any order and stack up for one interaction; teardown has nothing to undo
and answers {}.
"""

from typing import Any, Dict, Literal

from fastapi import APIRouter, Depends
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field
from sqlalchemy.orm import Session

from database import get_db
from src.models import Cart, CartItem, Order, OrderItem, Product, User
from src.models.product import ProductType
from src.repository.auth_repository import AuthRepository
from src.schemas.auth_schemas import UserLogin
from src.services.auth_services import AuthService
from src.utils.auth_util import AuthUtil

# Not in the OpenAPI document: it is no part of the API.
router = APIRouter(prefix="/_pact", include_in_schema=False)

Params = Dict[str, Any]


class StateChange(BaseModel):
    state: str
    params: Params = Field(default_factory=dict)
    action: Literal["setup", "teardown"] = "setup"


def text(params: Params, key: str, fallback: str) -> str:
    value = params.get(key)
    return value if isinstance(value, str) and value else fallback


def ensure_account(db: Session, params: Params) -> UserLogin:
    """The account of `username` with `password` (default admin / Admin123!), made or given it."""
    login = UserLogin(
        username=text(params, "username", "admin"),
        password=text(params, "password", "Admin123!"),
    )
    user = db.query(User).filter(User.username == login.username).first()
    if user is None:
        # An e-mail too: /api/auth/me fails on an account without one.
        user = User(username=login.username, name=login.username, email=f"{login.username}@webshop.test")
        db.add(user)
    if not user.hash_password or not AuthUtil.verify_hashed_password(user.hash_password, login.password):
        user.hash_password = AuthUtil.hash_password(login.password)
    # Committed before login reads it: the API's sessions do not autoflush.
    db.commit()
    return login


def sign_in(db: Session, params: Params) -> Dict[str, str]:
    """Signs in as POST /api/auth/login does; returns the cookies it sets."""
    tokens = AuthService(AuthRepository(db)).login(ensure_account(db, params), None)
    return {"access_token": tokens["access_token"], "refresh_token": tokens["refresh_token"]}


def ensure_product(db: Session, product_id: int, stock: int) -> Product:
    """The product with that id, made if it is missing, with at least `stock` units."""
    product = db.get(Product, product_id)
    if product is None:
        product = Product(
            id=product_id,
            product_name=f"Product {product_id}",
            description="A product for the contract tests.",
            price=100,
            image_url="https://example.com/product.png",
            quantity=0,
            product_type=ProductType.technology,
            product_sub_type="laptops",
        )
        db.add(product)
    product.quantity = max(product.quantity, stock)
    db.flush()
    return product


def drop_cart(db: Session, session_id: str) -> None:
    # Every cart of the session: the API reads the first one it finds.
    for cart in db.query(Cart).filter(Cart.session_id == session_id).all():
        db.delete(cart)  # its lines go with it (cascade)
    db.flush()


def new_order(**columns: Any) -> Order:
    """A pending order of one unit of product 1 (which must exist)."""
    return Order(
        buyer_name="Amra",
        buyer_lastname="Hodzic",
        buyer_address="Ferhadija 1, Sarajevo",
        buyer_phone_number="+387 61 123 456",
        items=[OrderItem(product_id=1, quantity=1)],
        **columns,
    )


def a_staff_user_is_signed_in(db: Session, params: Params) -> Params:
    cookies = sign_in(db, params)
    return {"cookie": f"access_token={cookies['access_token']}; refresh_token={cookies['refresh_token']}"}


def the_access_token_has_expired(db: Session, params: Params) -> Params:
    # The browser has dropped the expired access cookie; the refresh token stays valid.
    return {"cookie": f"refresh_token={sign_in(db, params)['refresh_token']}"}


def a_staff_account_exists(db: Session, params: Params) -> Params:
    ensure_account(db, params)
    return {}


def the_cart_holds_two_items(db: Session, params: Params) -> Params:
    # Stock for the two units of product 1 and one increase.
    ensure_product(db, 1, 3)
    ensure_product(db, 2, 2)
    session_id = text(params, "sessionId", "pact-session")
    drop_cart(db, session_id)
    first, second = CartItem(product_id=1, quantity=2), CartItem(product_id=2, quantity=1)
    db.add(Cart(session_id=session_id, items=[first, second]))
    db.commit()
    return {"firstItemId": first.id, "secondItemId": second.id}


def the_cart_is_empty(db: Session, params: Params) -> Params:
    drop_cart(db, text(params, "sessionId", "pact-session"))
    db.commit()
    return {}


def a_product_with_id_1_exists(db: Session, params: Params) -> Params:
    ensure_product(db, 1, 2)
    db.commit()
    return {}


def the_product_with_id_1_is_sold_out(db: Session, params: Params) -> Params:
    ensure_product(db, 1, 0).quantity = 0
    db.commit()
    return {}


def no_product_with_id_999_exists(db: Session, params: Params) -> Params:
    # Its cart and order lines first: the API fails on a line whose product is gone.
    db.query(CartItem).filter(CartItem.product_id == 999).delete()
    db.query(OrderItem).filter(OrderItem.product_id == 999).delete()
    db.query(Product).filter(Product.id == 999).delete()
    db.commit()
    return {}


def products_of_a_sub_category_are_in_stock(db: Session, params: Params) -> Params:
    # Stored lowercase, as the API stores them; an unknown category is a ValueError (400).
    category = ProductType(text(params, "category", "technology"))
    sub_category = text(params, "subCategory", "laptops")
    in_stock = (
        db.query(Product)
        .filter(Product.product_type == category, Product.product_sub_type == sub_category)
        .filter(Product.quantity > 0)
        .count()
    )
    for made in range(in_stock, 49):
        db.add(
            Product(
                product_name=f"{sub_category.capitalize()} {made + 1}",
                description="A product for the contract tests.",
                price=100 + made,
                image_url="https://example.com/product.png",
                quantity=1 + made % 5,
                product_type=category,
                product_sub_type=sub_category,
            )
        )
    db.commit()
    return {}


def twelve_orders_exist(db: Session, params: Params) -> Params:
    # Exactly 12: the oldest 12 by id stay, orders placed since (by the pacts too) go.
    ensure_product(db, 1, 0)
    orders = db.query(Order).order_by(Order.id).all()
    for order in orders[12:]:
        db.delete(order)  # its lines go with it (cascade)
    for _ in range(12 - len(orders)):
        db.add(new_order())
    db.commit()
    return {}


def an_order_with_id_1_exists(db: Session, params: Params) -> Params:
    ensure_product(db, 1, 0)
    order = db.get(Order, 1)
    if order is None:
        db.add(new_order(id=1))
    elif not order.items:
        order.items.append(OrderItem(product_id=1, quantity=1))
    db.commit()
    return {}


def no_order_with_id_999_exists(db: Session, params: Params) -> Params:
    order = db.get(Order, 999)
    if order is not None:
        db.delete(order)
        db.commit()
    return {}


# The pacts' names, matched exactly; the verifier posts one per state of an interaction.
SETUPS = {
    "a staff user is signed in": a_staff_user_is_signed_in,
    "the access token has expired": the_access_token_has_expired,
    "the visitor is not signed in": lambda db, params: {},  # the request carries no cookie
    "a staff account exists": a_staff_account_exists,
    "the cart holds two items": the_cart_holds_two_items,
    "the cart is empty": the_cart_is_empty,
    "a product with id 1 exists": a_product_with_id_1_exists,
    "the product with id 1 is sold out": the_product_with_id_1_is_sold_out,
    "no product with id 999 exists": no_product_with_id_999_exists,
    "49 products of a sub-category are in stock": products_of_a_sub_category_are_in_stock,
    "12 orders exist": twelve_orders_exist,
    "an order with id 1 exists": an_order_with_id_1_exists,
    "no order with id 999 exists": no_order_with_id_999_exists,
}


@router.post("/provider-state")
def provider_state(change: StateChange, db: Session = Depends(get_db)):
    setup = SETUPS.get(change.state)
    if setup is None:
        return JSONResponse(
            status_code=400,
            content={"detail": f'Unknown provider state "{change.state}".', "known": list(SETUPS)},
        )
    if change.action == "teardown":
        return {}
    try:
        return setup(db, change.params)
    except ValueError as error:  # a param the state cannot take, such as an unknown category
        db.rollback()
        return JSONResponse(status_code=400, content={"detail": f'{change.state}: {error}'})
