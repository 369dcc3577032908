import { RootSignup } from '@/components/site/root-signup';

// GET /signup at the root domain
export default RootSignup;
