import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  sharedStylesheet,
  withStylesheetLinked,
} from '../../../../build-time/prerender/page-stylesheet';

const PAGE =
  '<html><head><meta charset="UTF-8" /><style>:root{--a:1}</style><title>t</title>' +
  '<style>.card{color:red}</style></head><body><div id="root"></div></body></html>';

describe("the product pages' stylesheet", () => {
  it("holds the page's inline styles in their order, named by its content", () => {
    const { fileName, source } = sharedStylesheet(PAGE);
    expect(source).toBe(':root{--a:1}\n.card{color:red}');
    const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
    expect(fileName).toBe(`assets/pages-${hash}.css`);
    expect(sharedStylesheet(PAGE.replace('red', 'blue')).fileName).not.toBe(fileName);
  });

  it('is linked once, where the first style stood, after the charset', () => {
    const linked = withStylesheetLinked(PAGE, '/assets/pages-x.css');
    expect(linked).toBe(
      '<html><head><meta charset="UTF-8" /><link rel="stylesheet" href="/assets/pages-x.css">' +
        '<title>t</title></head><body><div id="root"></div></body></html>',
    );
  });
});
