// jsdom lacks the Navigation Timing API the SDK falls back to when it looks for launch parameters.
if (typeof performance.getEntriesByType !== "function") performance.getEntriesByType = () => [];
