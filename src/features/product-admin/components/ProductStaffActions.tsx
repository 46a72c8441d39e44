export default function ProductStaffActions(_props: { productId: number }) {
  return null;
}
