import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { productCatalogue } from './product-catalogue.ts';

// The web app's public folder is served at the site's root: a product's picture is a file there.
const webPublic = fileURLToPath(new URL('../../../../web/public', import.meta.url));

describe("the products' pictures", () => {
  it('every product names at least one, and each is a file the site serves', () => {
    for (const product of productCatalogue) {
      expect([product.code, product.kypImages.length > 0]).toEqual([product.code, true]);
      for (const image of product.kypImages)
        expect([image, existsSync(`${webPublic}${image}`)]).toEqual([image, true]);
    }
  });
});
