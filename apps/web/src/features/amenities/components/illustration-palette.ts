/** The design tokens (styles.css) as plain values for SVG fills. */
export const INK = {
  navy950: '#081a2e',
  navy900: '#0e2a47',
  navy800: '#15395e',
  navy700: '#1f4b78',
  navy100: '#e6edf5',
  gold: '#d9b46c',
  goldLight: '#ecd6a6',
  goldDark: '#8a6420',
  white: '#ffffff',
} as const;
