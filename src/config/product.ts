/**
 * The product's name: the product's own fact, not a launch value. Apart from site.ts so that the
 * terms, loaded in the browser by the footer's dialog, do not carry the whole of SITE.
 */
export const PRODUCT_NAME = 'Storyverse';
