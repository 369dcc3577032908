-- The files' and calendar's lists search as every searchable list does: by company, then trigram.
SELECT ws_enable_search('folders', ARRAY['display_name']);
--> statement-breakpoint
SELECT ws_enable_search('files', ARRAY['display_name']);
--> statement-breakpoint
SELECT ws_enable_search('file_comments', ARRAY['body']);
--> statement-breakpoint
SELECT ws_enable_search('notepads', ARRAY['display_name', 'body']);
--> statement-breakpoint
SELECT ws_enable_search('notepad_versions', ARRAY['display_name', 'body']);
--> statement-breakpoint
SELECT ws_enable_search('rich_texts', ARRAY['display_name', 'data']);
--> statement-breakpoint
SELECT ws_enable_search('calendars', ARRAY['display_name']);
--> statement-breakpoint
SELECT ws_enable_search('calendar_types', ARRAY['display_name']);
--> statement-breakpoint
SELECT ws_enable_search('events', ARRAY['display_name', 'location']);
--> statement-breakpoint
SELECT ws_enable_search('tasks', ARRAY['display_name']);
--> statement-breakpoint
SELECT ws_enable_search('tasklists', ARRAY['display_name']);
