// The brand of the page (from package_type), for labels and the support number; the default brand at build time.
import { useStore } from '@nanostores/react';
import { $brand, DEFAULT_BRAND, type Brand } from '../lib/brand.ts';

/** The page's brand. */
export function useBrand(): Brand {
  return useStore($brand, { ssr: () => DEFAULT_BRAND });
}
