// Leaving the single-page app for another site (an OIDC provider) or a server-rendered address. Behind an
// object so tests can observe it: jsdom cannot load other pages.
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
