-- Automated tasks (issue 38) are searched by their name, as tasks are.
SELECT ws_enable_search('automated_tasks', ARRAY['display_name']);
