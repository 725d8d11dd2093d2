-- Who gave the command behind a state change (issue 17 item 3, the history page): "web", "api", "cli",
-- "telegram:<user id>"; NULL means jellybit itself (the worker). Written by `_record_change` from
-- `store.acting(...)`, in the same transaction as the change.
ALTER TABLE state_change ADD COLUMN actor TEXT CHECK (actor IS NULL OR length(actor) BETWEEN 1 AND 64);

