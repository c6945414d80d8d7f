#!/bin/sh
# Writes the link-association files of the shipped route tables (the golden outputs under
# Routes/exports and Routes/blog/exports) with the linkstack built in .build/debug.
# ExportGoldenTests fail until they are rewritten after a change to the tables or the exporter.
set -eu
cd "$(dirname "$0")/.."
linkstack=.build/debug/linkstack
fingerprint=14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5
mkdir -p Routes/exports Routes/blog/exports
$linkstack export aasa --app-id ABCDE12345.com.example.shop > Routes/exports/apple-app-site-association
$linkstack export aasa --entitlements > Routes/exports/entitlements.json
$linkstack export assetlinks --package com.example.shop --sha256 $fingerprint > Routes/exports/assetlinks.json
$linkstack export intent-filters --package com.example.shop > Routes/exports/intent-filters.xml
$linkstack export aasa --routes Routes/blog --app-id ABCDE12345.org.wordpress > Routes/blog/exports/apple-app-site-association
$linkstack export aasa --routes Routes/blog --entitlements > Routes/blog/exports/entitlements.json
$linkstack export assetlinks --package org.wordpress.android --sha256 $fingerprint > Routes/blog/exports/assetlinks.json
$linkstack export intent-filters --routes Routes/blog --package org.wordpress.android > Routes/blog/exports/intent-filters.xml
