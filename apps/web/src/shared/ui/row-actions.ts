/**
 * The buttons of a row (ghost buttons): their text lines up with the column's heading and the row's
 * first line, in a table or on a card (a module of its own, so cards need no table code).
 */
export const rowActions = 'flex flex-wrap gap-x-1 -mx-2 -my-2.5';
