// Mantine's PostCSS preset (rem(), light-dark() and its mixins) for the app's CSS modules.
export default {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
