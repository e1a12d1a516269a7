# container-layer scripts
