# Test package for ffmpeg-expert scripts
