"""AppView-independent ATProto reads."""
