// The shop's stack (React, React Router, TanStack Query, axios) with plain elements and one
// static stylesheet, drawing the same pages from the same API: the target the stack allows
// (docs/performance.md, "The bench").
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import axios from 'axios';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useParams } from 'react-router-dom';
import './styles.css';

interface Product {
  id: number;
  product_name: string;
  description?: string;
  price: number;
  image_url: string;
  quantity: number;
}

const api = axios.create({ baseURL: import.meta.env.VITE_API_BASE_URL, withCredentials: true });
const km = (price: number) => `${price.toFixed(2)} KM`;

function useApi<T>(path: string) {
  return useQuery({
    queryKey: [path],
    queryFn: async () => (await api.get<T>(path)).data,
    retry: false,
  });
}

function ProductCard({ product, index }: { product: Product; index: number }) {
  return (
    <article className="card">
      <img
        src={product.image_url}
        alt={product.product_name}
        width={400}
        height={300}
        loading={index < 4 ? 'eager' : 'lazy'}
      />
      <div className="card-body">
        <h2>
          <Link to={`/product/${product.id}`}>{product.product_name}</Link>
        </h2>
        <p className="muted">Quantity: {product.quantity}</p>
        <p className="price">{km(product.price)}</p>
      </div>
    </article>
  );
}

function Catalogue() {
  const { data } = useApi<Product[]>('/api/products');
  if (!data) return <p>Loading…</p>;
  return (
    <div className="grid">
      {data.map((product, index) => (
        <ProductCard key={product.id} product={product} index={index} />
      ))}
    </div>
  );
}

function ProductDetails() {
  const { id } = useParams();
  const product = useApi<{ product: Product }>(`/api/product/${id}`).data?.product;
  if (!product) return <p>Loading…</p>;
  return (
    <section className="details">
      <h1>{product.product_name}</h1>
      <img src={product.image_url} alt={product.product_name} width={400} height={300} />
      <p>{product.description}</p>
      <p className="muted">Quantity: {product.quantity}</p>
      <p className="price">{km(product.price)}</p>
    </section>
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

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <BrowserRouter>
      <header>
        <Link to="/">WebShop</Link>
        <Link to="/cart">Cart</Link>
        <Link to="/sign-in">Sign in</Link>
      </header>
      <main>
        <Routes>
          <Route path="/" element={<Catalogue />} />
          <Route path="/product/:id" element={<ProductDetails />} />
          <Route path="/cart" element={<Cart />} />
          <Route path="/sign-in" element={<SignIn />} />
        </Routes>
      </main>
    </BrowserRouter>
  </QueryClientProvider>,
);
