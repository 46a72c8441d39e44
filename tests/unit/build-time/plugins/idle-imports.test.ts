import { describe, expect, it } from 'vitest';
import { preloadsOfLazyImports } from '../../../../build-time/plugins/idle-imports';

const DEPS = [
  'assets/toast-list-AbC_12x-.js',
  'assets/react-BZQpS1jO.js',
  'assets/raf-DcJxfEzj.js',
];
const context = { hostId: 'assets/app-O8iD_Hxr.js', hostType: 'js' as const };

describe('the modulepreload links of lazy imports', () => {
  it('the toast list, imported when idle, appends none: the browser fetches its imports itself', () => {
    expect(preloadsOfLazyImports('assets/toast-list-AbC_12x-.js', DEPS, context)).toEqual([]);
  });

  it("a screen's import keeps every link, so its chunks download together", () => {
    const deps = ['assets/cart-screen-C6tENZQs.js', 'assets/button-CvKPUMAR.js'];
    expect(preloadsOfLazyImports('assets/cart-screen-C6tENZQs.js', deps, context)).toEqual(deps);
  });
});
