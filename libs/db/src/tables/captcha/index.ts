export * from './captcha-spent.queries';
