// The roulette table's page (filled in with the table).
