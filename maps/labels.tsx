<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="labels" tilewidth="64" tileheight="64" tilecount="130" columns="10">
 <image source="../assets/tiles/labels.png" width="640" height="832" />
</tileset>
