-- Send to workshop (issue 13): the day the workshop is expected to return the batch, chosen when it is sent
-- (default: today plus the days its capacity per day needs for the pieces).
ALTER TABLE batches ADD COLUMN IF NOT EXISTS expected_return_date date;
