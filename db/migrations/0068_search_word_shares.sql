-- What share of a column's values hold a word, read from the column's statistics (the most common
-- values with their frequencies, and the histogram's bounds for the rest), so that a search gives
-- its trigram index only the words that narrow it (lib/engine/search-plan.ts). A word that most
-- values hold ("Contact" in every contact) makes the index read its trigrams' postings for the
-- whole company: 3.7 of a search's 5.9 ms at 100,000 customers (docs/decisions.md).
--
-- pg_statistic is for superusers, and the tenant role's pg_stats hides tables under row-level
-- security: SECURITY DEFINER, made by a superuser. It tells no more than the planner's row
-- estimates already do (EXPLAIN of a LEAKPROOF `~~~*` under the policy estimates from the same
-- statistics): a share, never a value. Migrated by anyone else it answers NULL and searches give
-- the index every word, as before.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    CREATE FUNCTION ws_word_shares(columns text[], words text[]) RETURNS real[]
      LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog AS $f$
    DECLARE
      shares real[] := '{}';
      col text;
      word text;
      nulls real;
      mcv text[];
      freqs real[];
      hist text[];
      rest real;
    BEGIN
      FOREACH col IN ARRAY columns LOOP
        -- The most common values (statistics kind 1) and the histogram (kind 2), in whichever slots.
        SELECT st.stanullfrac,
               (CASE 1 WHEN st.stakind1 THEN st.stavalues1 WHEN st.stakind2 THEN st.stavalues2 WHEN st.stakind3 THEN st.stavalues3 WHEN st.stakind4 THEN st.stavalues4 WHEN st.stakind5 THEN st.stavalues5 END)::text::text[],
               CASE 1 WHEN st.stakind1 THEN st.stanumbers1 WHEN st.stakind2 THEN st.stanumbers2 WHEN st.stakind3 THEN st.stanumbers3 WHEN st.stakind4 THEN st.stanumbers4 WHEN st.stakind5 THEN st.stanumbers5 END,
               (CASE 2 WHEN st.stakind1 THEN st.stavalues1 WHEN st.stakind2 THEN st.stavalues2 WHEN st.stakind3 THEN st.stavalues3 WHEN st.stakind4 THEN st.stavalues4 WHEN st.stakind5 THEN st.stavalues5 END)::text::text[]
          INTO nulls, mcv, freqs, hist
          FROM pg_statistic st JOIN pg_attribute a ON a.attrelid = st.starelid AND a.attnum = st.staattnum
          WHERE st.starelid = to_regclass('public.' || quote_ident(split_part(col, '.', 1))) AND a.attname = split_part(col, '.', 2) AND NOT st.stainherit;
        -- What the common values leave (neither them nor NULL) is shared as the histogram's bounds are.
        rest := greatest(1 - coalesce(nulls, 1) - coalesce((SELECT sum(f) FROM unnest(freqs) f), 0), 0);
        FOREACH word IN ARRAY words LOOP
          shares := shares || (coalesce((SELECT sum(v.f) FROM unnest(mcv, freqs) v(val, f) WHERE v.val ILIKE '%' || word || '%'), 0)
            + rest * coalesce((SELECT avg((h ILIKE '%' || word || '%')::int) FROM unnest(hist) h), 0))::real;
        END LOOP;
      END LOOP;
      RETURN shares;
    END
    $f$;
  ELSE
    CREATE FUNCTION ws_word_shares(columns text[], words text[]) RETURNS real[]
      LANGUAGE sql STABLE AS 'SELECT NULL::real[]';
  END IF;
END $$;
