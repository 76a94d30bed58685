"""A small client for Assay's HTTP API, standard library only (urllib). See /openapi.json for every field."""

from .client import AssayClient, AssayError

__all__ = ["AssayClient", "AssayError"]
