import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders.tsx';
import { queryClient } from './api/queryClient.ts';
import { setAppNavigator } from './routes/appNavigation.ts';
import { routeTable } from './routes/routeTable.tsx';

const router = createBrowserRouter(routeTable);
// Lets the HTTP client (outside React) move within the single-page app instead of reloading it.
setAppNavigator((to) => void router.navigate(to));

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
