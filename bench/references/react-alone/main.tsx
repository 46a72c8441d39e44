// React alone drawing the shop's pages from the same API: the bench's floor (docs/performance.md,
// "The bench"). No router, no query library, no styling library.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Product {
  id: number;
  product_name: string;
  description?: string;
  price: number;
  image_url: string;
  quantity: number;
}

const API = import.meta.env.VITE_API_BASE_URL ?? '';
const km = (price: number) => `${price.toFixed(2)} KM`;

function useJson<T>(path: string): T | undefined {
  const [data, setData] = useState<T>();
  useEffect(() => {
    fetch(`${API}${path}`, { credentials: 'include' })
      .then((response) => response.json())
      .then(setData);
  }, [path]);
  return data;
}

function Catalogue() {
  const products = useJson<Product[]>('/api/products');
  if (!products) return <p>Loading…</p>;
  return (
    <div className="grid">
      {products.map((product, index) => (
        <article key={product.id}>
          <img
            src={product.image_url}
            alt={product.product_name}
            width={400}
            height={300}
            loading={index < 4 ? 'eager' : 'lazy'}
          />
          <div>
            <h2>
              <a href={`/product/${product.id}`}>{product.product_name}</a>
            </h2>
            <p>Quantity: {product.quantity}</p>
            <p>{km(product.price)}</p>
          </div>
        </article>
      ))}
    </div>
  );
}

function ProductDetails({ id }: { id: string }) {
  const product = useJson<{ product: Product }>(`/api/product/${id}`)?.product;
  if (!product) return <p>Loading…</p>;
  return (
    <>
      <h1>{product.product_name}</h1>
      <img src={product.image_url} alt={product.product_name} width={400} height={300} />
      <p>{product.description}</p>
      <p>Quantity: {product.quantity}</p>
      <p>{km(product.price)}</p>
    </>
  );
}

function Cart() {
  return (
    <>
      <h1>Your cart</h1>
      <p>Your cart is empty.</p>
    </>
  );
}

function SignIn() {
  return (
    <>
      <h1>Sign in</h1>
      <form onSubmit={(event) => event.preventDefault()}>
        <label>
          Username <input name="username" autoComplete="username" />
        </label>
        <label>
          Password <input name="password" type="password" autoComplete="current-password" />
        </label>
        <button type="submit">Sign in</button>
      </form>
    </>
  );
}

function Page() {
  const path = location.pathname;
  const product = /^\/product\/(\d+)/.exec(path);
  if (product) return <ProductDetails id={product[1]} />;
  if (path === '/cart') return <Cart />;
  if (path === '/sign-in') return <SignIn />;
  return <Catalogue />;
}

createRoot(document.getElementById('root')!).render(
  <main>
    <Page />
  </main>,
);
