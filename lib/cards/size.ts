/** A share card's size and type: what Open Graph and X (Twitter) show large (1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
export const CARD_TYPE = 'image/jpeg';
