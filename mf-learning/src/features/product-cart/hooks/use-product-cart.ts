import { useEffect, useState } from 'react';
import type { Product } from '@tp/contracts/products';
import { navigate } from '@tp/web-kit/navigate';
import { useApi } from '@tp/web-kit/use-api';
import { fetchCartProduct } from '../api/product';
import { allowedQuantity, putCartLine, readCartLines, removeCartLines, requestedQuantity } from '../utils/product-cart-store';

export interface ProductCartItem {
  product: Product;
  /** What the stock allows of the quantity asked for; 0 when the product is out of stock. */
  qty: number;
}

interface LoadedCart {
  items: ProductCartItem[];
  /** Products that were in the cart but no longer exist (taken out of it). */
  gone: number;
}

/** Reads every product of the cart as it is now; lines of deleted products go, quantities above the stock come down. */
async function loadCart(signal: AbortSignal): Promise<LoadedCart> {
  const lines = readCartLines();
  const products = await Promise.all(lines.map((line) => fetchCartProduct(line.productId, signal)));
  const gone = lines.filter((_, i) => !products[i]).map((line) => line.productId);
  if (gone.length) removeCartLines(gone);
  const items: ProductCartItem[] = [];
  lines.forEach((line, i) => {
    const product = products[i];
    if (!product) return;
    const qty = allowedQuantity(line.qty, product.countInStock);
    if (qty > 0 && qty !== line.qty) putCartLine(product._id, qty);
    items.push({ product, qty });
  });
  return { items, gone: gone.length };
}

/**
 * The product cart of this browser. Opened as `/cart/:id?qty=n`, it first puts that product in with that quantity
 * (without `qty`: as it was, or 1); the address then loses `qty`, so reloading keeps the quantity chosen here.
 */
export function useProductCart(productId: string | undefined, qtyParam: string | null) {
  const { data, loading, error } = useApi(async (signal) => {
    if (productId) {
      const had = readCartLines().find((line) => line.productId === productId)?.qty;
      putCartLine(productId, qtyParam === null ? (had ?? 1) : requestedQuantity(qtyParam));
      if (qtyParam !== null) navigate(`/cart/${productId}`, { replace: true });
    }
    return loadCart(signal);
  }, [productId, qtyParam]);
  const [items, setItems] = useState<ProductCartItem[]>();
  useEffect(() => setItems(data?.items), [data]);

  const changeQty = (id: string, qty: number) => {
    putCartLine(id, qty);
    setItems((now) => now?.map((item) => (item.product._id === id ? { ...item, qty } : item)));
  };
  const remove = (id: string) => {
    removeCartLines([id]);
    setItems((now) => now?.filter((item) => item.product._id !== id));
  };
  return { items, gone: data?.gone ?? 0, loading, error, changeQty, remove };
}
