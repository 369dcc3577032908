import { taskComments } from '@/db/schema';
import { commentsOn } from '@/lib/engine/comments';
import { tasksResource } from './tasks';

/**
 * A task's comments (`task-comments?filter[task_id]=`): read by those who read the task, added by
 * those who may change it, deleted by their author; a task's count is its `commentsCount`.
 */
export const taskCommentsResource = commentsOn(tasksResource, { name: 'task-comments', table: taskComments, key: 'taskId', label: 'Task', relation: 'task' });
