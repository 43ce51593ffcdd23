/** The banner drawings' colours: the brand's gold, a light and a deep blue. */
export const GOLD = '#d9b46c';
export const LIGHT = '#9ec5ee';
export const BLUE = '#1f4b78';
