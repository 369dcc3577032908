// GET /create – as /new
export { default } from '../new/page';
