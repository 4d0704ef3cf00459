import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import { devServerBackend } from './backend.ts';
import { Editor } from './Editor.tsx';

createRoot(document.getElementById('admin')!).render(
  <StrictMode>
    <Editor backend={devServerBackend} />
  </StrictMode>,
);
