-- The numbering series' list searches its document type and prefix, as every searchable list does: by company, then trigram.
SELECT ws_enable_search('document_sequences', ARRAY['kind', 'prefix']);
