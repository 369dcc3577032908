import { defineModule } from '@/lib/engine/module';

/** Files and folders: an area still to build, whose permission sections (spec section 6) roles already hold. */
export const filesModule = defineModule({
  name: 'files',
  resources: [],
  permissions: ['file', 'folder'],
  windows: { folders: { width: 690 } },
  terms: {
    file: { en: ['File', 'Files', 'a'], es: ['Archivo', 'Archivos', 'un'] },
  },
});
