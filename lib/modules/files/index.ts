import { defineModule } from '@/lib/engine/module';

/** Files and folders: an area still to build, whose permission sections (spec section 6) roles already hold. */
export const filesModule = defineModule({
  name: 'files',
  resources: [],
  permissions: ['file', 'folder'],
  windows: { folders: { width: 690 } },
  // The Files area's gems, each opening a "not yet" window until the area is built.
  gems: { file: [169, 128, 20, 21, 22, 166].map((id) => ({ id, window: null })) },
  terms: {
    file: { en: ['File', 'Files', 'a'], es: ['Archivo', 'Archivos', 'un'] },
  },
});
