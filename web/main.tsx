import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Tooltip } from 'radix-ui';
import { SWRConfig } from 'swr';
import { App } from './App';
import { Toaster } from './components/Toaster';
import { swrConfig } from './lib/swrConfig';
import { applyTheme, readStoredTheme } from './lib/theme';
import './styles/theme.css';
import './styles/base.css';
import './styles/components.css';
import './styles/pages.css';
import './styles/scanner.css';
import './styles/survey.css';

// Applied before the first render. The CSP forbids inline scripts, so index.html only carries
// the default 'dark' class and the stored choice is applied here.
applyTheme(readStoredTheme());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <SWRConfig value={swrConfig}>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
        <Toaster />
      </Tooltip.Provider>
    </SWRConfig>
  </StrictMode>,
);
