'use client';

// The console's root has no boundary of the site's layout above it; the same one serves.
export { LocaleErrorBoundary as default } from '@/components/ErrorTexts';
