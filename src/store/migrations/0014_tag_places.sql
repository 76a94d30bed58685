-- A run's tags are paged and summed in the order the analysis made them — item, then the tag's position in its
-- item's block — rather than by their random ids, so identical runs give identical documents.
CREATE INDEX analysis_tags_place ON analysis_tags (run_id, item_index, position);
