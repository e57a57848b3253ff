// Navigation for code outside React (the HTTP client). main.tsx points it at the router once the router
// exists; until then a full page load does the job.
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => {
  window.location.assign(to);
};

export function setAppNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
