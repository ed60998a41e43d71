'use client';

// The boundary itself is in the frame's script (components/ErrorTexts.tsx). The layout takes its provider from
// this file, not from there: this module is then in the layout's chunk too, and the boundary needs no chunk of its
// own, which was one more script on every first visit (229 bytes and about 380 of headers).
export { LocaleErrorBoundary as default, ErrorTextsProvider } from '@/components/ErrorTexts';
