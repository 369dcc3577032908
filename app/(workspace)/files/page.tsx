import { redirect } from 'next/navigation';

// GET /files – the dock's Files, at its tab
export default function FilesIndex() {
  redirect('/file/12');
}
