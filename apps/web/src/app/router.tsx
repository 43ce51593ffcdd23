import { createBrowserRouter } from 'react-router';
import { ServerErrorPage } from '../features/errors/pages/server-error-page';
import { RootLayout } from './layouts/root-layout';
import { routes } from './routes';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <ServerErrorPage />,
    hydrateFallbackElement: <div className="min-h-screen" />,
    children: [{ errorElement: <ServerErrorPage />, children: routes }],
  },
]);
