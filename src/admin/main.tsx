import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import { Editor } from './Editor.tsx';

createRoot(document.getElementById('admin')!).render(
  <StrictMode>
    <Editor />
  </StrictMode>,
);
