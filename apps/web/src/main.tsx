import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { setUnauthorizedHandler } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import './styles/global.css';

const queryClient = createQueryClient();
const router = createRouter(queryClient);
setUnauthorizedHandler(() => void router.navigate('/admin'));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
