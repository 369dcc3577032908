import { RootSignup } from '@/components/site/root-signup';

// GET / at the root domain (proxy.ts rewrites it here)
export default RootSignup;
