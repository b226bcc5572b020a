import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyStoredTheme } from './components/layout/theme-toggle.tsx';

applyStoredTheme();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A transition lets React render the first screen in slices, yielding to the browser in
// between, instead of one long task that blocks input on a slow phone.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
