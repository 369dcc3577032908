import { opens } from '@/lib/engine/gems';
import { defineModule } from '@/lib/engine/module';
import { commentsResource } from './comments';
import { FILE_BACKFILL_JOB, FILE_CONTENTS_JOB, fileBackfillJob, fileContentsJob } from './contents';
import { filesResource } from './files';
import { foldersResource } from './folders';
import { notepadsResource, notepadVersionsResource } from './notepads';
import { richTextsResource } from './rich-texts';
import { ORPHANS_JOB, orphansJob, storageReport } from './storage';

/** Files: drawers and folders of documents kept in the file store, their comments, notepads with versions and rich texts. */
export const filesModule = defineModule({
  name: 'files',
  resources: [foldersResource, filesResource, commentsResource, notepadsResource, notepadVersionsResource, richTextsResource],
  permissions: ['file', 'folder'],
  // Reading a new file's words and making its thumbnail, and every day those of files never read; finding the store's orphans every day.
  jobs: { [FILE_CONTENTS_JOB]: fileContentsJob, [FILE_BACKFILL_JOB]: fileBackfillJob, [ORPHANS_JOB]: orphansJob },
  reports: [storageReport(filesResource)],
  windows: { folders: { width: 690 }, files: { width: 960, list: 'files' }, notepads: { width: 820, list: 'notepads' } },
  // The Files area's gems: the Files window (Upload Documents opens it too: uploads are made there), the
  // Yearly, Personnel and Permanent documents' cabinets (employees' files by kind: cabinets.ts), the Storage Report.
  gems: {
    file: [
      { id: 169, window: opens.list('files') },
      { id: 128, window: opens.list('files') },
      { id: 20, window: opens.list('files', { cabinet: 'yearly' }) },
      { id: 21, window: opens.list('files', { cabinet: 'personnel' }) },
      { id: 22, window: opens.list('files', { cabinet: 'permanent' }) },
      { id: 166, window: opens.report('storage-report') },
    ],
  },
  terms: {
    file: { en: ['File', 'Files', 'a'], es: ['Archivo', 'Archivos', 'un'] },
    folder: { en: ['Folder', 'Folders', 'a'], es: ['Carpeta', 'Carpetas', 'una'] },
    comment: { en: ['Comment', 'Comments', 'a'], es: ['Comentario', 'Comentarios', 'un'] },
    notepad: { en: ['Notepad', 'Notepads', 'a'], es: ['Bloc de notas', 'Blocs de notas', 'un'] },
    notepad_version: { en: ['Notepad Version', 'Notepad Versions', 'a'], es: ['Versión del bloc', 'Versiones del bloc', 'una'] },
    rich_text: { en: ['Text Editor', 'Text Editors', 'a'], es: ['Editor de texto', 'Editores de texto', 'un'] },
  },
});
