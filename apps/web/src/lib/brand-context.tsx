import { createContext, use } from 'react';
import { brandPath, resolveBrand, type Brand } from './brand';

const BrandContext = createContext<Brand>(resolveBrand(undefined));

export const BrandProvider = BrandContext.Provider;

export function useBrand(): Brand & { path: (to: string) => string } {
  const brand = use(BrandContext);
  return { ...brand, path: (to: string) => brandPath(brand, to) };
}
