'use client';

// The boundary itself is in the frame's script (components/ErrorTexts.tsx).
export { LocaleErrorBoundary as default } from '@/components/ErrorTexts';
